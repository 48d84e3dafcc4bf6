/** The longest free text around a report: the reporter's details, an admin's note. */
export const REPORT_TEXT_MAX_LENGTH = 1000;

export const REPORT_ACTIONS = ['dismiss', 'hide', 'suspend'] as const;
export type TReportAction = (typeof REPORT_ACTIONS)[number];

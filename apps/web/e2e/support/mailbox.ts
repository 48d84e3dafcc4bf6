import { type APIRequestContext, expect } from '@playwright/test';

export type Mail = {
  id: number | string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  createdAt: string;
};

/** The newest mail to `to` whose subject matches, waiting for it to arrive in the dev outbox. */
export async function latestMail(request: APIRequestContext, to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/dev/mailbox.json');
        expect(response.ok()).toBe(true);
        const mails = (await response.json()) as Mail[];
        found = mails.find((mail) => mail.to === to && subject.test(mail.subject));
        return found !== undefined;
      },
      { message: `a mail to ${to} matching ${subject}`, timeout: 15_000 },
    )
    .toBe(true);
  if (!found) throw new Error(`No mail to ${to}`);
  return found;
}

export function linkContaining(mail: Mail, fragment: string): string {
  const link = mail.links.find((candidate) => candidate.includes(fragment));
  if (!link) throw new Error(`No link with "${fragment}" in "${mail.subject}": ${mail.links.join(', ')}`);
  return link;
}

export const VERIFICATION_SUBJECT = /verify/i;
export const RESET_SUBJECT = /reset/i;

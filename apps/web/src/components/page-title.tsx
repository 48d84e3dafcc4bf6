import { MESSAGES } from '@scouting/contract';

/** React 19 hoists <title> into the document head, so each page names itself for tabs and screen readers. */
export function PageTitle({ children }: { children: string }) {
  return <title>{`${children} · ${MESSAGES.productName}`}</title>;
}

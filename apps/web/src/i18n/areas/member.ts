import type { ReactNode } from 'react';
import en from '../catalogs/member/en.json';
import type { CatalogArea } from '../i18n.ts';
import { useAreaT } from '../language-provider.tsx';
import { useSentence } from '../sentences.ts';

/**
 * The member shell's catalog (decision 036): the page titles of the routes, the guards' and the
 * route error's words, and the components many page groups share (lists and their states, filters,
 * the shortlist and report buttons, the player's football inputs), with the notifications page.
 */
export const MEMBER_AREA: CatalogArea = {
  name: 'member',
  en,
  others: {
    es: () => import('../catalogs/member/es.json'),
    'pt-BR': () => import('../catalogs/member/pt-BR.json'),
    fr: () => import('../catalogs/member/fr.json'),
    ar: () => import('../catalogs/member/ar.json'),
  },
};

export type MemberMessageId = keyof typeof en;

export const useMemberT = () => useAreaT<MemberMessageId>(MEMBER_AREA);

// The contract's `fileTooLargeMessage(maxBytes)`: a sentence with a number, so not in the contract's catalogs.
const FILE_TOO_LARGE = /^The file is too large: at most (\d+) MB\.$/;

/**
 * A file field's error in the language shown: the file-size sentence with its number, or one of
 * the contract's sentences (its rules, the server's refusals); any other text as it came.
 */
export function useFieldError(): (error: ReactNode) => ReactNode {
  const t = useMemberT();
  const sentence = useSentence();
  return (error) => {
    if (typeof error !== 'string') return error;
    const tooLarge = FILE_TOO_LARGE.exec(error);
    return tooLarge ? t('member.fileTooLarge', { megabytes: Number(tooLarge[1]) }) : sentence(error);
  };
}

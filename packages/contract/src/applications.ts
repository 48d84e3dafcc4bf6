import { OPPORTUNITY_NUMBER_OFFSET } from './constants.ts';

/** Shortens text for the applications table (docs/product.md#pages-of-the-members-who-post-agents-scouts-clubs: 50 characters). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** The By Opportunity view numbers opportunities as 100000 plus the id (docs/product.md#pages-of-the-members-who-post-agents-scouts-clubs). */
export function opportunityNumber(id: number): number {
  return OPPORTUNITY_NUMBER_OFFSET + id;
}

import type { TClubNeed } from '@scouting/contract/schemas/club-needs';
import { type Fact, FactList } from '../../../components/fact-list.tsx';
import { useClubsDate, useClubsT } from '../../../i18n/areas/clubs.ts';
import { usePositionLabel } from '../../../i18n/football.ts';

/** What a requirement asks for, as label/value facts. */
export function ClubNeedFacts({ need }: { need: TClubNeed }) {
  const t = useClubsT();
  const positionLabel = usePositionLabel();
  const formatDate = useClubsDate();
  const facts: Fact[] = [
    [t('clubs.needs.positions'), need.positions.map(positionLabel).join(', ')],
    [t('clubs.needs.ages'), t('clubs.needs.agesValue', { min: need.ageMin, max: need.ageMax })],
    [t('clubs.needs.foot'), need.foot ? t(`clubs.needs.footValue.${need.foot}`) : null],
    [t('clubs.needs.minHeight'), need.minHeight === null ? null : t('clubs.needs.metres', { height: need.minHeight })],
    [t('clubs.needs.dealTypes'), need.dealTypes.map((deal) => t(`clubs.needs.deal.${deal}`)).join(', ')],
    [t('clubs.needs.level'), need.level],
    [t('clubs.needs.feeBand'), need.feeBand],
    [t('clubs.needs.salaryBand'), need.salaryBand],
    [t('clubs.needs.deadline'), formatDate(need.deadline)],
    [t('clubs.needs.notes'), need.notes],
    [t('clubs.needs.closedReason'), need.status === 'closed' ? need.closedReason : null],
  ];
  return <FactList facts={facts} hideEmpty density="compact" />;
}

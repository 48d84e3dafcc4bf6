import type { TTransfermarktApplication } from '@scouting/contract/schemas/transfermarkt';
import type { Mail, MailAttachment } from '../../infra/mail/mailer.ts';

/** The mail Transfermarkt's data team receives: the player's own words first, then the facts. */
export function forwardMail(to: string, a: TTransfermarktApplication, attachments: MailAttachment[]): Mail {
  const clubs = a.clubHistory
    .map(
      (c) =>
        `- ${c.clubName} (${c.fromYear}–${c.toYear}), ${c.leagueName}, ${c.leagueTier}, ${c.positionPlayed}: ` +
        `${c.matches} matches, ${c.goals} goals, ${c.assists} assists, ${c.cleanSheets} clean sheets` +
        (c.clubWebsite ? `, ${c.clubWebsite}` : ''),
    )
    .join('\n');
  const text = [
    a.emailBody ?? `Listing request for ${a.fullName}`,
    '',
    `Player: ${a.fullName}`,
    `Date of birth: ${a.dob}`,
    `Nationality: ${a.nationality}`,
    `Positions: ${a.primaryPosition} / ${a.secondaryPosition}`,
    `Height / weight: ${a.height} m / ${a.weight} kg`,
    `Preferred foot: ${a.preferredFoot}`,
    `Current club: ${a.currentClub} (${a.clubCountry}), league: ${a.leagueName}`,
    `Previous club: ${a.previousClub}`,
    a.clubWebsite ? `Club website: ${a.clubWebsite}` : null,
    a.profileLink ? `Profile: ${a.profileLink}` : null,
    a.youtubeLink ? `Videos: ${a.youtubeLink}` : null,
    a.agentDetail ? `Agent: ${a.agentDetail}` : null,
    `Contact: ${a.emailAddress}`,
    '',
    'Introduction:',
    a.introduction,
    '',
    'Club history:',
    clubs,
    '',
    'The government ID, the league ID card and any photos are attached.',
  ]
    .filter((line) => line !== null)
    .join('\n');
  return { to, subject: `Transfermarkt listing request: ${a.fullName}`, text, attachments };
}

import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../../db/client.ts';
import { members, players, transfermarktApplications, transfermarktClubHistory } from '../../db/schema/index.ts';
import type { Storage } from '../../infra/storage/storage.ts';
import { notify } from '../../modules/notifications/notify.ts';
import { profileSnapshot } from '../../modules/transfermarkt/apply.ts';
import { type StoredFile, storeFile } from '../../platform/uploads/store-file.ts';

type DemoClub = Omit<typeof transfermarktClubHistory.$inferInsert, 'applicationId' | 'position'>;

type DemoApplication = {
  fullName: string;
  status: 'submitted' | 'forwarded' | 'rejected';
  rejectionReason?: string;
  leagueName: string;
  introduction: string;
  clubs: DemoClub[];
};

/** One application in each status, so an admin's review page has something to show. */
export const DEMO_TRANSFERMARKT_APPLICATIONS: DemoApplication[] = [
  {
    fullName: 'Mateo Fernández',
    status: 'submitted',
    leagueName: 'Segunda Federación',
    introduction: 'Goalkeeper with 18 clean sheets last season; strong with both feet.',
    clubs: [
      {
        clubName: 'CD Leganés B',
        fromYear: 2022,
        toYear: 2025,
        leagueName: 'Segunda Federación',
        leagueTier: 'Second Division',
        positionPlayed: 'Goalkeeper',
        matches: 64,
        cleanSheets: 27,
      },
      {
        clubName: 'Rayo Majadahonda',
        fromYear: 2019,
        toYear: 2022,
        leagueName: 'División de Honor Juvenil',
        leagueTier: 'Youth',
        positionPlayed: 'Goalkeeper',
        matches: 51,
        cleanSheets: 19,
      },
    ],
  },
  {
    fullName: 'Kwame Mensah',
    status: 'forwarded',
    leagueName: 'Ghana Premier League',
    introduction: 'Attacking left back; 9 assists in the 2024/25 season.',
    clubs: [
      {
        clubName: 'Accra Lions',
        fromYear: 2020,
        toYear: 2025,
        leagueName: 'Ghana Premier League',
        leagueTier: 'Top Tier',
        positionPlayed: 'Defender',
        matches: 98,
        goals: 4,
        assists: 21,
      },
    ],
  },
  {
    fullName: 'Erik Lindqvist',
    status: 'rejected',
    rejectionReason: 'The league ID card is not readable. Please apply again with a clearer scan.',
    leagueName: 'Superettan',
    introduction: 'Striker, 11 goals in my first senior season.',
    clubs: [
      {
        clubName: 'IK Brage',
        fromYear: 2023,
        toYear: 2025,
        leagueName: 'Superettan',
        leagueTier: 'Second Division',
        positionPlayed: 'Forward',
        matches: 41,
        goals: 17,
        assists: 5,
      },
      {
        clubName: 'IF Elfsborg U19',
        fromYear: 2021,
        toYear: 2023,
        leagueName: 'U19 Allsvenskan',
        leagueTier: 'Academy',
        positionPlayed: 'Forward',
        matches: 38,
        goals: 25,
      },
    ],
  },
];

/** The smallest well-formed PDF the content check recognises: a stand-in for a scanned document. */
const DEMO_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function demoImage(shade: number): Promise<Buffer> {
  return sharp({ create: { width: 48, height: 48, channels: 3, background: { r: 20, g: shade, b: 60 } } })
    .png()
    .toBuffer();
}

/**
 * Adds the demo applications with generated documents. The files are stored first (through the same
 * checks as uploads), then the applications, clubs and the players' notifications in one transaction;
 * nothing here touches Better Auth, and nothing runs on `db` inside the transaction (PGlite has one connection).
 */
export async function seedTransfermarkt(db: Database, storage: Storage) {
  const rows = await db
    .select({ member: members, player: players })
    .from(players)
    .innerJoin(members, eq(members.id, players.memberId))
    .where(
      inArray(
        members.fullName,
        DEMO_TRANSFERMARKT_APPLICATIONS.map((a) => a.fullName),
      ),
    );
  const byName = new Map(rows.map((r) => [r.member.fullName, r]));

  const prepared: Array<{
    demo: DemoApplication;
    member: typeof members.$inferSelect;
    player: typeof players.$inferSelect;
    files: Record<'governmentId' | 'leagueIdCard' | 'photo', StoredFile>;
  }> = [];
  for (const [index, demo] of DEMO_TRANSFERMARKT_APPLICATIONS.entries()) {
    const found = byName.get(demo.fullName);
    if (!found) throw new Error(`demo player ${demo.fullName} is missing`);
    const owner = found.member.id;
    const governmentId = await storeFile(db, storage, owner, 'tm_government_id', {
      filename: 'government-id.pdf',
      data: DEMO_PDF,
    });
    const leagueIdCard = await storeFile(db, storage, owner, 'tm_league_id', {
      filename: 'league-id-card.png',
      data: await demoImage(80 + index * 40),
    });
    const photo = await storeFile(db, storage, owner, 'tm_photo', {
      filename: 'photo.png',
      data: await demoImage(160 + index * 20),
    });
    prepared.push({ demo, ...found, files: { governmentId, leagueIdCard, photo } });
  }

  await db.transaction(async (tx) => {
    for (const { demo, member, player, files } of prepared) {
      const [created] = await tx
        .insert(transfermarktApplications)
        .values({
          ...profileSnapshot(member, player),
          leagueName: demo.leagueName,
          emailAddress: player.emailAddress,
          introduction: demo.introduction,
          emailBody: `Dear Transfermarkt data team, please consider listing ${member.fullName}.`,
          photoFileId: files.photo.id,
          governmentIdFileId: files.governmentId.id,
          leagueIdCardFileId: files.leagueIdCard.id,
          status: demo.status,
          rejectionReason: demo.rejectionReason ?? null,
          reviewedAt: demo.status === 'submitted' ? null : new Date(),
        })
        .returning({ id: transfermarktApplications.id });
      if (!created) throw new Error('application insert returned no row');
      await tx
        .insert(transfermarktClubHistory)
        .values(demo.clubs.map((club, position) => ({ ...club, applicationId: created.id, position })));
      if (demo.status === 'forwarded') {
        await notify(
          tx,
          member.id,
          'transfermarkt_forwarded',
          { key: 'transfermarktForwarded', values: {} },
          '/player-dashboard',
        );
      } else if (demo.status === 'rejected') {
        await notify(
          tx,
          member.id,
          'transfermarkt_rejected',
          { key: 'transfermarktRejected', values: { reason: demo.rejectionReason ?? '' } },
          '/player-dashboard',
        );
      }
    }
  });
}

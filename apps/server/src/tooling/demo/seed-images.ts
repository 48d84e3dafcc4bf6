import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../../db/client.ts';
import { memberImages, members } from '../../db/schema/index.ts';
import type { Storage } from '../../infra/storage/storage.ts';
import { storeFile } from '../../platform/uploads/store-file.ts';

const SHIRT_COLOURS = ['#1d4ed8', '#b91c1c', '#047857', '#7c3aed', '#c2410c', '#0f766e', '#be185d', '#374151'];

/** A head-and-shoulders silhouette on a shirt colour: a stand-in photo without anyone's face. */
function demoPhoto(index: number): Promise<Buffer> {
  const colour = SHIRT_COLOURS[index % SHIRT_COLOURS.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <rect width="256" height="256" fill="${colour}"/>
    <circle cx="128" cy="100" r="46" fill="#f1f5f9" fill-opacity="0.9"/>
    <path d="M40 256 C40 190 80 160 128 160 C176 160 216 190 216 256 Z" fill="#f1f5f9" fill-opacity="0.9"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A mown pitch seen from above, with the halfway line and centre circle: a display image. */
function demoPitch(index: number): Promise<Buffer> {
  const shades = index % 2 === 0 ? ['#166534', '#15803d'] : ['#14532d', '#166534'];
  const stripes = Array.from(
    { length: 12 },
    (_, i) => `<rect x="${i * 100}" y="0" width="100" height="400" fill="${shades[i % 2]}"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400">
    ${stripes}
    <g fill="none" stroke="#f8fafc" stroke-opacity="0.8" stroke-width="6">
      <rect x="30" y="30" width="1140" height="340"/>
      <line x1="600" y1="30" x2="600" y2="370"/>
      <circle cx="600" cy="200" r="80"/>
    </g>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * Pictures for most players and agents, through storeFile (the upload checks and re-encoding);
 * every fourth member keeps none, so the initials fallback shows in the demo too.
 */
export async function seedProfileImages(db: Database, storage: Storage) {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(inArray(members.role, ['Player', 'Agent']))
    .orderBy(members.id);
  const values: (typeof memberImages.$inferInsert)[] = [];
  for (const [index, { id }] of rows.entries()) {
    if (index % 4 === 3) continue;
    const photo = await storeFile(db, storage, id, 'profile_image', {
      filename: 'photo.png',
      data: await demoPhoto(index),
    });
    const pitch = await storeFile(db, storage, id, 'display_image', {
      filename: 'pitch.png',
      data: await demoPitch(index),
    });
    values.push({ memberId: id, profileImageFileId: photo.id, displayImageFileId: pitch.id });
  }
  if (values.length > 0) await db.insert(memberImages).values(values);
}

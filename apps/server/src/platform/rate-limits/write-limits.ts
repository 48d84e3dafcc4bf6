import type { MessageKey } from '@scouting/contract/messages';
import type { VIDEO_UPLOAD_MESSAGES } from '@scouting/contract/video-uploads';

/**
 * Every per-member limit on writes (decision 013), in one place. Each route that writes names its
 * action in its `preHandler` (`limitWrites('message')`), so the limit is visible where the route
 * is declared and its number is read here.
 *
 * A limit counts every attempt by the signed-in member that passed the route's guards, in fixed
 * windows keyed by member id (never by address: a member keeps their limit on any network, and
 * people behind one office or mobile-carrier address do not share one). Admin-only routes carry no
 * limit: an admin session is the operator acting deliberately, behind its own sign-in rules.
 *
 * The numbers are chosen so that a real person, even a busy one, never meets them (the browser
 * journeys write far less), while a script flooding one account is stopped within seconds.
 */
export type WriteLimit = {
  /** Writes allowed in one window. */
  max: number;
  windowSeconds: number;
  /** The sentence a person reads with the 429 (the Retry-After header says how long to wait). */
  message: MessageKey;
  /** Why this number: the real use it leaves room for, and the abuse it stops. */
  why: string;
};

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const WRITE_LIMITS = {
  message: {
    max: 30,
    windowSeconds: MINUTE,
    message: 'messagesLimited',
    why: 'A fast typist in a live chat sends a line every few seconds (about 20 a minute); a script filling a player’s inbox sends hundreds.',
  },
  conversationStart: {
    max: 30,
    windowSeconds: HOUR,
    message: 'writeLimited',
    why: 'An agent contacts the players of a shortlist one by one (a dozen in a sitting); each start notifies a player, so 30 an hour stops cold-messaging sweeps.',
  },
  rating: {
    max: 120,
    windowSeconds: 10 * MINUTE,
    message: 'writeLimited',
    why: 'A scout rates a video after watching it (at most a few a minute); re-rating replaces the rating, so the flood this stops is scripted re-rating that churns averages.',
  },
  application: {
    max: 20,
    windowSeconds: HOUR,
    message: 'writeLimited',
    why: 'Each application carries a CV of up to 10 MB; a player applying to every open opportunity in one evening stays under 20, a loop uploading CVs does not.',
  },
  applicationAnswer: {
    max: 120,
    windowSeconds: 10 * MINUTE,
    message: 'writeLimited',
    why: 'Each move notifies the player (and an invitation may mail a parent): a club sorting a busy post shortlists or declines a few applications a minute, a script cycling statuses to spam a player makes hundreds.',
  },
  representationOffer: {
    max: 20,
    windowSeconds: DAY,
    message: 'writeLimited',
    why: 'An offer to sign is a considered act (terms, a message, one per player at a time) and notifies the player; an agent signing a few players a week is far below 20 a day, a sweep offering to every profile is not.',
  },
  representationAnswer: {
    max: 60,
    windowSeconds: HOUR,
    message: 'writeLimited',
    why: 'Accepting, declining, withdrawing or ending notifies the other side (and may mail a parent); a member answers a handful of offers, a loop toggling them would spam the other side.',
  },
  pitch: {
    max: 60,
    windowSeconds: HOUR,
    message: 'writeLimited',
    why: 'A pitch or a club’s answer to one notifies the other side (and may mail a parent): an agent pitches a few represented players a day and a club answers a few dozen in a sitting; a loop pitching or re-answering would spam clubs, players and parents.',
  },
  videoControl: {
    max: 120,
    windowSeconds: 10 * MINUTE,
    message: 'writeLimited',
    why: 'A player tidying their profile hides a few videos and moves others up or down, one press each (a few dozen in a sitting); a loop rewriting the order hundreds of times only churns the database.',
  },
  videoUpload: {
    max: 10,
    windowSeconds: DAY,
    message: 'videoUploadsLimited',
    why: 'Each clip is up to 200 MB and costs a minute or two of both cores to transcode: a player adds a few highlights after a match, a retry or two included; 10 a day stops a loop filling the disk and the queue.',
  },
  report: {
    max: 10,
    windowSeconds: HOUR,
    message: 'writeLimited',
    why: 'Reports land in the admins’ queue; a person reports the odd profile or message, not ten in an hour.',
  },
  profileImage: {
    max: 20,
    windowSeconds: HOUR,
    message: 'writeLimited',
    why: 'Every upload is decoded and re-encoded (CPU and up to 5 MB of memory); trying a few photos per slot is well under 20, a loop is not.',
  },
  verificationDocument: {
    max: 5,
    windowSeconds: HOUR,
    message: 'writeLimited',
    why: 'An agent sends one licence (a retry after a wrong file at most); only one request can be pending, so more than 5 an hour is someone pushing documents at the server.',
  },
  transfermarktApplication: {
    max: 5,
    windowSeconds: HOUR,
    message: 'writeLimited',
    why: 'One application with a few documents and club photos; each is a large multipart body, so a handful an hour covers corrections.',
  },
  youtubeSync: {
    max: 5,
    windowSeconds: 15 * MINUTE,
    message: 'youtubeSyncCooldown',
    why: 'Each sync spends YouTube Data API quota shared by the whole deployment: connecting, correcting a link and a re-read fit in 5; then a 15-minute cooldown.',
  },
  youtubeSyncDaily: {
    max: 30,
    windowSeconds: DAY,
    message: 'youtubeSyncCooldown',
    why: 'New uploads appear a few times a day at most; 30 syncs a day per member bounds the quota one account can spend (the daily quota is 10,000 units).',
  },
  opportunityChange: {
    max: 60,
    windowSeconds: HOUR,
    message: 'writeLimited',
    why: 'Posting, editing and closing opportunities is an agent’s desk work (a few an hour); 60 stops a loop filling the players’ list.',
  },
  underageRequest: {
    max: 10,
    windowSeconds: HOUR,
    message: 'writeLimited',
    why: 'Each request asks an admin to review contact with a minor; an agent asks about a few players, not dozens an hour.',
  },
  star: {
    max: 120,
    windowSeconds: 10 * MINUTE,
    message: 'writeLimited',
    why: 'Starring and un-starring while reading applications is quick clicking (a few a minute); a toggle loop is not.',
  },
  shortlist: {
    max: 300,
    windowSeconds: HOUR,
    message: 'writeLimited',
    why: 'Saving players while watching the video pool, writing notes and tidying lists is quick clicking (a scout may save a hundred players in a long session); 300 an hour only stops a script filling lists.',
  },
  scoutReport: {
    max: 60,
    windowSeconds: HOUR,
    message: 'writeLimited',
    why: 'A scout writes a report after watching a player, a few a day, and edits it a few times; each feedback notifies the player (and may mail a parent), so 60 an hour stops a script, not a person.',
  },
  favourite: {
    max: 120,
    windowSeconds: 10 * MINUTE,
    message: 'writeLimited',
    why: 'Saving and unsaving opportunities while reading them, like an agent starring applications; a toggle loop is not.',
  },
  profileEdit: {
    max: 60,
    windowSeconds: HOUR,
    message: 'writeLimited',
    why: 'Saving one’s profile or Transfermarkt link a few times while editing; 60 an hour stops a loop rewriting a profile that others are reading.',
  },
  savedSearch: {
    max: 60,
    windowSeconds: HOUR,
    message: 'writeLimited',
    why: 'Saving or deleting a search is a deliberate click (a few in a session, at most 50 kept); 60 an hour stops a loop churning rows that every player change is checked against.',
  },
  notificationsRead: {
    max: 120,
    windowSeconds: MINUTE,
    message: 'writeLimited',
    why: 'Opening the bell marks everything read (a few times a minute at most); 120 a minute only stops a hammering loop.',
  },
  notificationPreferences: {
    max: 60,
    windowSeconds: HOUR,
    message: 'writeLimited',
    why: 'A member saves their notification preferences a few times while trying them out; 60 an hour only stops a loop rewriting them.',
  },
  accountLanguage: {
    max: 30,
    windowSeconds: HOUR,
    message: 'writeLimited',
    why: 'A member picks a language, perhaps tries two or three; 30 an hour only stops a loop rewriting it.',
  },
  accountExport: {
    max: 5,
    windowSeconds: DAY,
    message: 'accountExportLimited',
    why: 'An export reads everything held about a member (every message, application and notification); a person downloads it once, maybe again after a change, while a loop would make the database read whole histories again and again.',
  },
  accountDelete: {
    max: 5,
    windowSeconds: 15 * MINUTE,
    message: 'writeLimited',
    why: 'Deleting asks for the password and the two-factor code: a person mistypes once or twice, while a script holding a stolen session would use this to guess the password.',
  },
  pushSubscription: {
    max: 30,
    windowSeconds: HOUR,
    message: 'writeLimited',
    why: 'A browser subscribes once per device (again after the push service renews it, or the member turns it off and on); a few a day per member. 30 an hour stops a loop filling the table with endpoints that every notification is then pushed to.',
  },
  // The one limit not keyed by member: the reset page's e-mail lookup is asked signed
  // out, so besides the per-address limit of the identity routes it counts per e-mail address.
  emailLookup: {
    max: 10,
    windowSeconds: 15 * MINUTE,
    message: 'tooManyRequests',
    why: 'The reset page answers "Email not registered", so the lookup tells who has an account; a person who forgot their password asks a few times, while probing one address from many client addresses asks hundreds.',
  },
  consentMailPerPlayer: {
    max: 6,
    windowSeconds: DAY,
    message: 'parentConsentMailsLimited',
    why: 'A minor gives an address, may fix a typo or two and press Resend a few times in a day; changing the address in a loop sent a consent mail a minute. Counted per player, whoever asks (the minor, an admin, the parent’s "Send a new link"), on top of the one-a-minute cooldown.',
  },
  consentMailPerRecipient: {
    max: 6,
    windowSeconds: DAY,
    message: 'parentConsentMailsLimited',
    why: 'A parent of two or three children gets a mail or two for each; many accounts naming one stranger’s address would otherwise mail it all day. Counted per recipient mailbox (canonicalMailbox: lower-case, as its provider reads it), across players.',
  },
  // Every other mail to a parent address (a trial invitation's copy, a copy of an adult's words to
  // the child, the representation agreement to confirm) has the consent mails' caps, counted apart
  // so that these mails never use up the consent mails' own.
  parentMailPerPlayer: {
    max: 6,
    windowSeconds: DAY,
    message: 'parentMailsLimited',
    why: 'A busy day for a minor is an invitation, a few answers to applications and an agreement to confirm; six a day keeps the parent informed while no agent, and no loop of resends, can fill the parent’s mailbox through one child. Counted per child.',
  },
  parentMailPerRecipient: {
    max: 6,
    windowSeconds: DAY,
    message: 'parentMailsLimited',
    why: 'The same six a day per recipient address (lower-case), across children: writing to many children with one parent does not multiply the mails that parent receives.',
  },
  // A player's requests to coaches to confirm their record (docs/product.md#a-coach-confirms): the parent mails' caps,
  // counted apart, since these too go to an address of the player's choosing.
  coachMailPerPlayer: {
    max: 6,
    windowSeconds: DAY,
    message: 'coachMailsLimited',
    why: 'A record has a handful of clubs and a player asks each coach once or twice; six a day, as for the parent mails, keeps a player from mailing strangers through us in a loop. Counted per player.',
  },
  coachMailPerRecipient: {
    max: 6,
    windowSeconds: DAY,
    message: 'coachMailsLimited',
    why: 'The same six a day per coach mailbox (canonicalMailbox), across players: a coach of a whole squad is asked by several players, but many accounts cannot fill one stranger’s mailbox.',
  },
} as const satisfies Record<string, WriteLimit>;

export type WriteAction = keyof typeof WRITE_LIMITS;

const MB = 1024 * 1024;
const GB = 1024 * MB;

/**
 * The upload limits counted in bytes (decision 034), beside the counts above and stated the same
 * way. Over one of them the upload is refused with 413 and its message, before or while it
 * streams; the bytes counted are those received, summed per uploader: a day's from every upload
 * recorded (video_upload_bytes, deleted clips included), the storage's from the clips kept (videos.bytes).
 */
export type ByteLimit = { maxBytes: number; windowSeconds?: number; message: string; why: string };

export const VIDEO_BYTE_LIMITS = {
  clip: {
    maxBytes: 200 * MB,
    message: 'tooBig',
    why: 'Three minutes from a phone at 1080p is 100 to 200 MB; anything larger is not a highlight clip, and every byte is read and transcoded.',
  },
  daily: {
    maxBytes: 1 * GB,
    windowSeconds: DAY,
    message: 'dailyBytes',
    why: 'Five full-size clips a day leaves room for a match’s highlights and retries; a script pushing the count limit’s worth of large files (2 GB) is stopped halfway.',
  },
  stored: {
    maxBytes: 2 * GB,
    message: 'storageFull',
    why: 'A profile of a dozen or two highlight clips fits in 2 GB (transcoded to 720p they take far less); the storage bill of one member stays bounded.',
  },
} as const satisfies Record<string, ByteLimit & { message: keyof typeof VIDEO_UPLOAD_MESSAGES }>;

export type VideoByteLimit = keyof typeof VIDEO_BYTE_LIMITS;

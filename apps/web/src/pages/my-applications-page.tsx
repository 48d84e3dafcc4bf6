import type { TApplication } from '@scouting/contract/schemas/applications';
import { WriteToPosterButton } from '../features/messaging/components/write-to-poster-button.tsx';
import { MyApplicationsPage as MyApplications } from '../features/my-applications/pages/my-applications-page.tsx';

const writeToPoster = (application: TApplication) => (
  <WriteToPosterButton posterId={application.postedBy.id} posterName={application.postedBy.fullName} />
);

/** `/my-applications`: the player's applications, with messaging's 'Write to' once a poster invited them to a trial. */
export function MyApplicationsPage() {
  return <MyApplications writeToPoster={writeToPoster} />;
}

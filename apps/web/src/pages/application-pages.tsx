import { OPPORTUNITY_POSTER_ROLES, type TApplication } from '@scouting/contract';
import { ApplicationDetailPage as ApplicationDetail } from '../features/applications/pages/application-detail-page.tsx';
import { ViewApplicationsPage as ViewApplications } from '../features/applications/pages/view-applications-page.tsx';
import { StartConversationButton } from '../features/messaging/components/start-conversation-button.tsx';
import { OfferToSignLink } from '../features/representation/components/offer-to-sign-link.tsx';
import { useMember } from '../hooks/use-member.ts';

/** The applications' Message button (issue 26 §5): agents, scouts and clubs write to the applicant; an admin does not. */
function useMessageSlot() {
  const member = useMember();
  if (!(OPPORTUNITY_POSTER_ROLES as readonly string[]).includes(member.role)) return undefined;
  return (application: TApplication) => (
    <StartConversationButton
      playerId={application.playerId}
      playerName={application.player.fullName}
      size="compact-sm"
      variant="light"
    />
  );
}

/** `/view-applications`: the applications feature's page with messaging's Message button on each application. */
export function ViewApplicationsPage() {
  return <ViewApplications message={useMessageSlot()} />;
}

/**
 * `/applications/{id}`: one application with its answers, the Message button and, for an agent's
 * post, Offer to Sign (issue 28 §7: the offer marks the application Offered).
 */
export function ApplicationDetailPage() {
  const message = useMessageSlot();
  const agent = useMember().role === 'Agent';
  return (
    <ApplicationDetail
      message={
        message &&
        ((application) => (
          <>
            {message(application)}
            {agent ? <OfferToSignLink playerId={application.playerId} applicationId={application.id} /> : null}
          </>
        ))
      }
    />
  );
}

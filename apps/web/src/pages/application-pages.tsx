import { canMoveApplication } from '@scouting/contract/application-status';
import { OPPORTUNITY_POSTER_ROLES } from '@scouting/contract/opportunities';
import type { TApplication, TApplicationVideo } from '@scouting/contract/schemas/applications';
import { useAgentVerified } from '../api/agent-details.ts';
import { ApplicationVideoPlayer } from '../features/applications/components/applicant-summary.tsx';
import { ApplicationDetailPage as ApplicationDetail } from '../features/applications/pages/application-detail-page.tsx';
import { ViewApplicationsPage as ViewApplications } from '../features/applications/pages/view-applications-page.tsx';
import { StartConversationButton } from '../features/messaging/components/start-conversation-button.tsx';
import { OfferAfterTrial } from '../features/representation/components/offer-after-trial.tsx';
import { OfferToSignLink } from '../features/representation/components/offer-to-sign-link.tsx';
import { VideoPlayer } from '../features/videos/components/video-player.tsx';
import { useMember } from '../hooks/use-member.ts';

/** The applications' Message button (docs/product.md#applications): agents, scouts and clubs write to the applicant; an admin does not. */
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

/** The applicant's first video on the cards: the videos feature's player, a poster image until clicked (decision 068). */
function playVideo(video: TApplicationVideo) {
  return (
    <VideoPlayer
      youtubeVideoId={video.youtubeVideoId}
      title={video.title}
      thumbnailUrl={video.thumbnailUrl}
      streamUrl={video.streamUrl}
    />
  );
}

/** `/view-applications`: the applications feature's page with messaging's Message button and the videos' player. */
export function ViewApplicationsPage() {
  return (
    <ApplicationVideoPlayer.Provider value={playVideo}>
      <ViewApplications message={useMessageSlot()} />
    </ApplicationVideoPlayer.Provider>
  );
}

/**
 * `/applications/{id}`: one application with its answers, the Message button and, for an agent's
 * post, Offer to Sign (docs/product.md#representation: the offer marks the application Offered) while the
 * application can still become Offered. A verified agent who recorded Contract offered after the trial is
 * led on to the Offer to Sign that sets out its terms (decision 065).
 */
export function ApplicationDetailPage() {
  const message = useMessageSlot();
  const member = useMember();
  // Only a verified agent may offer to sign (docs/product.md#representation).
  const verified = useAgentVerified(member.id, member.role === 'Agent');
  return (
    <ApplicationVideoPlayer.Provider value={playVideo}>
      <ApplicationDetail
        message={
          message &&
          ((application) => (
            <>
              {message(application)}
              {verified && canMoveApplication(application.status, 'Offered', 'poster') ? (
                <OfferToSignLink playerId={application.playerId} applicationId={application.id} />
              ) : null}
            </>
          ))
        }
        next={
          verified
            ? (application) =>
                application.status === 'Contract offered' ? (
                  <OfferAfterTrial playerId={application.playerId} playerName={application.player.fullName} />
                ) : null
            : undefined
        }
      />
    </ApplicationVideoPlayer.Provider>
  );
}

import { Stack, Text, UnstyledButton } from '@mantine/core';
import { MESSAGES } from '@scouting/contract/messages';
import { snippet } from '@scouting/contract/messaging';
import type { TConversation } from '@scouting/contract/schemas/messaging';
import { UserText } from '../../../components/user-text.tsx';
import { useMessagingT } from '../../../i18n/areas/messaging.ts';
import { useSentence } from '../../../i18n/sentences.ts';
import classes from './messaging.module.css';

type ConversationListProps = {
  conversations: TConversation[];
  snippetLength: number;
  selectedId?: number | null;
  onSelect: (conversation: TConversation) => void;
  label: string;
};

/** Partner name and the start of the last message, one button per conversation. */
export function ConversationList({ conversations, snippetLength, selectedId, onSelect, label }: ConversationListProps) {
  const t = useMessagingT();
  const sentence = useSentence();
  return (
    <Stack component="ul" gap={4} aria-label={label} className={classes.list}>
      {conversations.map((conversation) => (
        <li key={conversation.id}>
          <UnstyledButton
            className={classes.conversation}
            onClick={() => onSelect(conversation)}
            aria-current={conversation.id === selectedId ? 'true' : undefined}
          >
            <Text fw={700} size="sm" truncate>
              <bdi>{conversation.partnerName}</bdi>
            </Text>
            {conversation.lastMessageRemoved ? (
              <Text size="sm" c="dimmed" fs="italic" className={classes.snippet}>
                {sentence(MESSAGES.messageRemovedByAdmin)}
              </Text>
            ) : conversation.lastMessage ? (
              <UserText size="sm" c="dimmed" className={classes.snippet}>
                {snippet(conversation.lastMessage, snippetLength)}
              </UserText>
            ) : (
              <Text size="sm" c="dimmed" className={classes.snippet}>
                {t('messaging.noMessagesYet')}
              </Text>
            )}
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}

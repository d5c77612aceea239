import { useState } from 'react';
import { Avatar, Box, Button, CloseButton, Drawer, Text } from '@chakra-ui/react';
import { avatarSlotRecipe, drawerSlotRecipe } from '../theme/recipes';
import { OverlayPortal } from '../theme/overlay-portal';
import { ArrowLeft } from 'lucide-react';
import { useT } from '../i18n/i18n-context';

export interface ChatMessage {
  id: string;
  fromMe: boolean;
  text: string;
  time: string;
}

export interface ChatConversation {
  id: string;
  name: string;
  status: 'online' | 'away';
  messages: ChatMessage[];
}

export interface ChatPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  conversations: readonly ChatConversation[];
  /** Conversation shown first (stories); otherwise the list. */
  defaultConversationId?: string;
}

function Conversation({ conversation }: { conversation: ChatConversation }) {
  const t = useT();
  if (conversation.messages.length === 0) {
    return (
      <Text textAlign="center" fontWeight="semibold" color="fg.muted" py="10">
        {t('shell.chat.notFound')}
      </Text>
    );
  }
  return (
    <Box as="ol" listStyleType="none" display="flex" flexDirection="column" gap="3">
      {conversation.messages.map((message) => (
        <Box
          as="li"
          key={message.id}
          alignSelf={message.fromMe ? 'flex-end' : 'flex-start'}
          maxW="80%"
          px="3"
          py="2"
          borderRadius="lg"
          bg={message.fromMe ? 'blue.700' : 'bg.muted'}
          color={message.fromMe ? 'white' : 'fg'}
        >
          <Text srOnly>{message.fromMe ? t('shell.chat.you') : conversation.name}</Text>
          <Text>{message.text}</Text>
          <Text fontSize="xs" opacity={0.85} textAlign="end">
            {message.time}
          </Text>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The chat side panel of the spec (a list of conversations, then the chosen one; a chat with no
 * messages says 'CHAT NOT FOUND'). Not in the header until messaging between members is real
 * (issue 30: invented conversations read as real in a clinical product); kept here, with its
 * stories, as the spec's component and the home of its empty state.
 */
export function ChatPanel({
  open,
  onOpenChange,
  conversations,
  defaultConversationId,
}: ChatPanelProps) {
  const t = useT();
  const [selectedId, setSelectedId] = useState(defaultConversationId);
  const selected = conversations.find((each) => each.id === selectedId);
  return (
    <Drawer.Root
      recipe={drawerSlotRecipe}
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="end"
      size="sm"
    >
      <OverlayPortal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header display="flex" alignItems="center" gap="2">
              {selected && (
                <Button
                  variant="ghost"
                  size="sm"
                  px="2"
                  aria-label={t('shell.chat.back')}
                  onClick={() => setSelectedId(undefined)}
                >
                  <Box as="span" display="inline-flex" _rtl={{ transform: 'scaleX(-1)' }}>
                    <ArrowLeft aria-hidden="true" />
                  </Box>
                </Button>
              )}
              <Drawer.Title>
                {selected ? t('shell.chat.with', { name: selected.name }) : t('shell.chat.title')}
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {selected ? (
                <Conversation conversation={selected} />
              ) : (
                <>
                  <Text fontSize="sm" color="fg.muted" mb="3">
                    {t('shell.chat.sampleNotice')}
                  </Text>
                  <Box as="ul" listStyleType="none" aria-label={t('shell.chat.contacts')}>
                    {conversations.map((each) => (
                      <li key={each.id}>
                        <Button
                          variant="ghost"
                          width="full"
                          justifyContent="flex-start"
                          height="auto"
                          py="2"
                          gap="3"
                          onClick={() => setSelectedId(each.id)}
                        >
                          <Avatar.Root recipe={avatarSlotRecipe} size="sm">
                            <Avatar.Fallback name={each.name} />
                          </Avatar.Root>
                          <Box textAlign="start">
                            <Text fontWeight="medium">{each.name}</Text>
                            <Text fontSize="sm" color="fg.muted" fontWeight="normal">
                              {each.status === 'online'
                                ? t('shell.chat.online')
                                : t('shell.chat.away')}
                            </Text>
                          </Box>
                        </Button>
                      </li>
                    ))}
                  </Box>
                </>
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('shell.chat.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </OverlayPortal>
    </Drawer.Root>
  );
}

import { ActionIcon, Button, type ButtonProps, Group, Paper, Text } from '@mantine/core';
import { isolate } from '@scouting/contract/bidi-isolate';
import { COMPARE_MAX_PLAYERS, COMPARE_MIN_PLAYERS } from '@scouting/contract/compare';
import { IconScale, IconX } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { useCompareT } from '../i18n/areas/compare.ts';

/**
 * The players picked to compare (up to four, docs/product.md#side-by-side), kept in sessionStorage:
 * the pick survives moving between search results, shortlists and profiles in the tab, and goes
 * when the tab closes.
 */
type Pick = { id: number; name: string };

const KEY = 'compare-tray';
const listeners = new Set<() => void>();

function read(): Pick[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    if (!Array.isArray(stored)) return [];
    return stored
      .filter((pick): pick is Pick => Number.isInteger(pick?.id) && typeof pick?.name === 'string')
      .slice(0, COMPARE_MAX_PLAYERS);
  } catch {
    return [];
  }
}

let picks: Pick[] | undefined;

function current(): Pick[] {
  picks ??= read();
  return picks;
}

function write(next: Pick[]) {
  picks = next;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage refused (private mode, full): the pick lasts as long as the page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useComparePicks(): Pick[] {
  return useSyncExternalStore(subscribe, current, current);
}

/** The address of the compare page for these players. */
export function compareHref(ids: readonly number[]): string {
  return `/compare?players=${ids.join(',')}`;
}

/** 'Compare' on a player: adds them to the tray, or takes them out again; at most four. */
export function CompareButton({
  playerId,
  playerName,
  ...props
}: { playerId: number; playerName: string } & ButtonProps) {
  const t = useCompareT();
  const picked = useComparePicks();
  const included = picked.some((pick) => pick.id === playerId);
  const full = !included && picked.length >= COMPARE_MAX_PLAYERS;
  return (
    <Button
      size="xs"
      variant={included ? 'light' : 'default'}
      leftSection={<IconScale size={16} aria-hidden />}
      aria-pressed={included}
      aria-label={t('compare.tray.addLabel', { name: isolate(playerName) })}
      disabled={full}
      title={full ? t('compare.tray.full') : undefined}
      onClick={() =>
        write(
          included ? picked.filter((pick) => pick.id !== playerId) : [...picked, { id: playerId, name: playerName }],
        )
      }
      {...props}
    >
      {t('compare.tray.add')}
    </Button>
  );
}

/** The tray: who is picked, each removable, and the way to the compare page from two players on. */
export function CompareTray() {
  const t = useCompareT();
  const picked = useComparePicks();
  if (picked.length === 0) return null;
  return (
    <Paper
      withBorder
      shadow="md"
      p="xs"
      pos="sticky"
      // Above the member's bottom bar on a phone (components/member-bottom-nav.module.css), else 8 px from the foot.
      style={{ zIndex: 3, bottom: 'calc(8px + var(--member-bottom-bar-space, 0px))' }}
      component="section"
      aria-label={t('compare.tray.heading')}
      data-compare-tray
    >
      <Group gap="xs" justify="space-between">
        <Group gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {picked.map((pick) => (
            <Group key={pick.id} component="li" gap={2} wrap="nowrap">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                <bdi>{pick.name}</bdi>
              </Text>
              <ActionIcon
                variant="subtle"
                size="sm"
                aria-label={t('compare.tray.removeLabel', { name: isolate(pick.name) })}
                onClick={() => write(picked.filter((other) => other.id !== pick.id))}
              >
                <IconX size={14} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Group>
        <Group gap="xs">
          <Button size="xs" variant="subtle" onClick={() => write([])}>
            {t('compare.tray.clear')}
          </Button>
          {picked.length >= COMPARE_MIN_PLAYERS ? (
            <Button size="xs" component={Link} to={compareHref(picked.map((pick) => pick.id))}>
              {t('compare.tray.open', { count: picked.length })}
            </Button>
          ) : null}
        </Group>
      </Group>
    </Paper>
  );
}

import { Avatar, type AvatarProps } from '@mantine/core';

/**
 * A player's picture in a list, or their initials on the brand colour. It always stands beside the
 * player's name, so screen readers skip it.
 */
export function PlayerAvatar({
  player,
  size,
}: {
  player: { profileImageUrl: string | null; fullName: string };
  size?: AvatarProps['size'];
}) {
  return (
    <Avatar
      src={player.profileImageUrl}
      radius="xl"
      size={size}
      name={player.fullName}
      color="pitch"
      variant="filled"
      aria-hidden
    />
  );
}

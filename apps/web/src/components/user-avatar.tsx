import { Avatar, type AvatarProps } from '@mantine/core';
import { useState } from 'react';
import { appMessages } from '../messages';

export const DEFAULT_AVATAR = '/default-avatar.svg';

/** The default image when there is no avatar or it fails to load. */
export function UserAvatar({
  src,
  name,
  decorative = false,
  ...props
}: { src: string | null | undefined; name: string; decorative?: boolean } & AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const usable = src && src !== failed ? src : DEFAULT_AVATAR;
  return (
    <Avatar
      {...props}
      src={usable}
      alt={decorative ? '' : appMessages.avatarAlt(name)}
      imageProps={{ onError: () => setFailed(src ?? null) }}
    />
  );
}

/** The user's avatar picture, or their initials from the domain ('GW' when there are no names). */
import { Avatar, type AvatarProps } from '@mantine/core';
import { initials } from '@ledgerdesk/domain';
import { apiBaseUrl } from '../app/http/client';

interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'children'> {
  firstName: string;
  lastName: string;
  avatar: string | null;
}

/** Avatars served by the API are relative paths; absolute and data URLs pass through. */
export function avatarUrl(avatar: string | null): string | null {
  if (!avatar) return null;
  if (/^(https?:|data:|blob:)/.test(avatar)) return avatar;
  return `${apiBaseUrl()}${avatar.startsWith('/') ? '' : '/'}${avatar}`;
}

export function UserAvatar({ firstName, lastName, avatar, ...props }: UserAvatarProps) {
  return (
    <Avatar src={avatarUrl(avatar)} color="blue" variant="filled" radius={1000} {...props}>
      {initials({ firstName, lastName })}
    </Avatar>
  );
}

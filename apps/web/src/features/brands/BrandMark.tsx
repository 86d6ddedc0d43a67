/** A brand's logo thumbnail, or its initial on its own colour when it has no logo. */
import { Avatar, ColorSwatch, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { avatarUrl as assetUrl } from '../../ui/UserAvatar';

interface BrandMarkProps {
  name: string;
  logoUrl: string | null;
  color: string;
  size?: number;
}

export function BrandMark({ name, logoUrl, color, size = 36 }: BrandMarkProps) {
  const { t } = useTranslation();
  return (
    <Avatar
      src={assetUrl(logoUrl)}
      alt={t('brands.logoAlt', { name })}
      size={size}
      radius="sm"
      color={color}
      variant="filled"
      styles={{ image: { objectFit: 'contain', background: 'var(--mantine-color-white)' } }}
    >
      {name.trim().charAt(0).toUpperCase()}
    </Avatar>
  );
}

export function ColorValue({ color }: { color: string }) {
  const { t } = useTranslation();
  return (
    <Group gap={8} wrap="nowrap">
      <ColorSwatch color={color} size={18} radius="sm" role="img" aria-label={t('brands.swatch', { color })} />
      <Text size="sm" ff="monospace">
        {color}
      </Text>
    </Group>
  );
}

// Mantine CSS beyond the shell's (DESIGN §2: per component): the tiles' icons.
import '@mantine/core/styles/ThemeIcon.css';
import { Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import {
  GlobeIcon,
  type IconProps,
  LockIcon,
  ShieldIcon,
  UserIcon,
  WalletIcon,
} from '../../../components/icons';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/react-i18n';
import { useIsRouted } from '../../../lib/routed-paths';

interface AppTile {
  /** `tile.<key>.title` and `.body` in the `apps` namespace; its test id. */
  key: string;
  Icon: ComponentType<IconProps>;
  /** Its screens: the first is the main one; `label` is a key of `apps`. */
  links: { label: string; to: string }[];
}

/**
 * The product's apps (spec §1, §2): the beneficiaries (the /apps routes themselves), and the
 * services besides trading — the cash account, multisig wallets, earn, API keys. Trading has its own
 * header links. A tile shows only when its main screen is built (routed).
 */
const tiles: AppTile[] = [
  {
    key: 'beneficiary',
    Icon: UserIcon,
    links: [
      { label: 'tile.beneficiary.list', to: paths.apps.beneficiaryList.href() },
      { label: 'tile.beneficiary.add', to: paths.apps.beneficiary.href() },
    ],
  },
  {
    key: 'cash',
    Icon: WalletIcon,
    links: [
      { label: 'tile.cash.open', to: paths.assets.cash.href() },
      { label: 'tile.cash.payees', to: paths.assets.cashBeneficiaryAddress.href() },
    ],
  },
  {
    key: 'globalAccount',
    Icon: GlobeIcon,
    links: [
      { label: 'tile.globalAccount.open', to: paths.assets.cashGlobal.href() },
      { label: 'tile.globalAccount.whitelist', to: paths.assets.cashWhitelist.href() },
    ],
  },
  { key: 'multisig', Icon: ShieldIcon, links: [{ label: 'open', to: paths.assets.multisig.href() }] },
  { key: 'earn', Icon: WalletIcon, links: [{ label: 'open', to: paths.trading.earn.href() }] },
  { key: 'apiKeys', Icon: LockIcon, links: [{ label: 'open', to: paths.account.api.href() }] },
];

function Tile({ tile, isRouted }: { tile: AppTile; isRouted: (href: string) => boolean }) {
  const { t } = useTranslation('apps');
  const links = tile.links.filter((l) => isRouted(l.to));
  return (
    <Paper withBorder radius="lg" p="lg" data-testid={`app-tile-${tile.key}`}>
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap="xs">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" radius="md" size="lg">
              <tile.Icon size={20} />
            </ThemeIcon>
            <Title order={2} fz="lg">
              {t(`tile.${tile.key}.title`)}
            </Title>
          </Group>
          <Text size="sm" c="dimmed">
            {t(`tile.${tile.key}.body`)}
          </Text>
        </Stack>
        <Group gap="xs">
          {links.map((l, i) => (
            <Button
              key={l.to}
              component={Link}
              to={l.to}
              size="compact-md"
              variant={i === 0 ? 'filled' : 'light'}
            >
              {t(l.label)}
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}

/** The apps hub: a tile per app, with its screens. */
export function AppsHub() {
  const isRouted = useIsRouted();
  const shown = tiles.filter((tile) => tile.links[0] && isRouted(tile.links[0].to));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" data-testid="apps-hub">
      {shown.map((tile) => (
        <Tile key={tile.key} tile={tile} isRouted={isRouted} />
      ))}
    </SimpleGrid>
  );
}

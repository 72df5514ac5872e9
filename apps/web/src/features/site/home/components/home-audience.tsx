import { constants } from '@coffer/contract/common';
import { Box, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CardIcon, ShieldIcon, UserIcon, WalletIcon } from '../../../../components/icons';
import { MarketingSection } from '../../../../components/marketing/blocks';
import marketing from '../../../../components/marketing/marketing.module.css';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/react-i18n';

function AudienceCard({
  icon,
  title,
  body,
  to,
  link,
}: {
  icon: ReactNode;
  title: string;
  body: string;
  to: string;
  link: string;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component={Link}
      to={to}
      className={`${marketing.card} ${marketing.lift}`}
    >
      <span className={marketing.iconBox}>{icon}</span>
      <div className={marketing.cardText}>
        <Text fw={650}>{title}</Text>
        <Text size="sm" c="dimmed" mt={6} style={{ flex: 1 }}>
          {body}
        </Text>
        <Text size="sm" fw={600} mt="md" c="var(--mantine-primary-color-filled)" visibleFrom="sm">
          {link} →
        </Text>
      </div>
    </Paper>
  );
}

/** Who Coffer is for: people, companies, merchants and platforms, each to its own page. */
export function AudienceSection() {
  const { t } = useTranslation('home');
  return (
    <MarketingSection id="audience" title={t('audience.title')} intro={t('audience.body')}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
        <AudienceCard
          icon={<UserIcon />}
          title={t('audience.individuals.title')}
          body={t('audience.individuals.body')}
          to={paths.individuals.href()}
          link={t('audience.more')}
        />
        <AudienceCard
          icon={<ShieldIcon />}
          title={t('audience.enterprises.title')}
          body={t('audience.enterprises.body')}
          to={paths.products.href()}
          link={t('audience.more')}
        />
        <AudienceCard
          icon={<CardIcon />}
          title={t('audience.merchants.title')}
          body={t('audience.merchants.body')}
          to={paths.saas.href()}
          link={t('audience.more')}
        />
        <AudienceCard
          icon={<WalletIcon />}
          title={t('audience.platforms.title')}
          body={t('audience.platforms.body')}
          to={paths.deploy.href()}
          link={t('audience.more')}
        />
      </SimpleGrid>
    </MarketingSection>
  );
}

/** The security promises, in numbers the product enforces (spec §5, §9). */
export function SecuritySection() {
  const { t } = useTranslation('home');
  const hours = constants.securityChangeHoldMs / 3_600_000;
  const stats = [
    { value: t('security.holdValue', { hours }), label: t('security.hold') },
    {
      value: String(constants.lockout.maxAttempts),
      label: t('security.lockout', { hours: constants.lockout.durationMs / 3_600_000 }),
    },
    { value: String(constants.fundPinLength), label: t('security.pin') },
    { value: String(constants.multisig.minSignatures), label: t('security.multisig') },
  ];
  return (
    <Box
      component="section"
      className={`${marketing.section} ${marketing.alt}`}
      py={{ base: 48, md: 80 }}
      aria-labelledby="security-title"
    >
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
          <Stack gap="md">
            <Title order={2} id="security-title">
              {t('security.title')}
            </Title>
            <Text c="dimmed">{t('security.body')}</Text>
            <Group>
              <Text
                component={Link}
                to={paths.about.href('company')}
                fw={600}
                c="var(--mantine-primary-color-filled)"
              >
                {t('security.more')} →
              </Text>
            </Group>
          </Stack>
          <SimpleGrid cols={2} spacing="lg">
            {stats.map((stat) => (
              <Paper key={stat.label} withBorder radius="md" p="lg">
                <Text fw={800} fz={30} c="var(--mantine-primary-color-filled)" lh={1.1}>
                  {stat.value}
                </Text>
                <Text size="sm" c="dimmed" mt={6}>
                  {stat.label}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </SimpleGrid>
      </Container>
    </Box>
  );
}

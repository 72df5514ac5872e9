import { constants } from '@coffer/contract/common';
import { Box, Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CardIcon, ShieldIcon, SwapIcon, WalletIcon } from '../../../../components/icons';
import { MarketingSection, Steps } from '../../../../components/marketing/blocks';
import marketing from '../../../../components/marketing/marketing.module.css';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/react-i18n';
import { useIsRouted } from '../../../../lib/routed-paths';
import classes from './home.module.css';

function Feature({ icon, title, body }: { icon: ReactNode; title: string; body: string }) {
  return (
    <Paper withBorder radius="md" p="lg" className={classes.feature}>
      <span className={marketing.iconBox}>{icon}</span>
      <Text fw={600} mt="md">
        {title}
      </Text>
      <Text size="sm" c="dimmed" mt={6}>
        {body}
      </Text>
    </Paper>
  );
}

/** Custody and wallets: `?to=wallet`. */
export function WalletSection() {
  const { t } = useTranslation('home');
  return (
    <MarketingSection id="wallet" title={t('wallet.title')} intro={t('wallet.body')}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <Feature icon={<ShieldIcon />} title={t('wallet.custody.title')} body={t('wallet.custody.body')} />
        <Feature icon={<WalletIcon />} title={t('wallet.multisig.title')} body={t('wallet.multisig.body')} />
        <Feature icon={<SwapIcon />} title={t('wallet.convert.title')} body={t('wallet.convert.body')} />
        <Feature icon={<CardIcon />} title={t('wallet.fiat.title')} body={t('wallet.fiat.body')} />
      </SimpleGrid>
    </MarketingSection>
  );
}

/** Buying crypto by card: `?to=card`. */
export function CardSection() {
  const { t } = useTranslation('home');
  const isRouted = useIsRouted();
  const [from, to] = constants.creditCard.arrivalMinutes;
  return (
    <Box
      component="section"
      id="card"
      className={`${marketing.section} ${marketing.alt}`}
      py={{ base: 48, md: 80 }}
      aria-labelledby="card-title"
    >
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
          <Stack gap="md">
            <Title order={2} id="card-title">
              {t('card.title')}
            </Title>
            <Text c="dimmed">{t('card.body')}</Text>
            <Stack gap={6} component="ul" pl="md" m={0}>
              <Text component="li">{t('card.point.arrival', { from, to })}</Text>
              <Text component="li">{t('card.point.quote')}</Text>
              <Text component="li">{t('card.point.kyc')}</Text>
            </Stack>
            {isRouted(paths.trading.creditCard.href()) && (
              <Group>
                <Button component={Link} to={paths.trading.creditCard.href()} variant="light">
                  {t('card.action')}
                </Button>
              </Group>
            )}
          </Stack>
          <Paper withBorder radius="lg" p="xl">
            <Text fw={600}>{t('card.otc.title')}</Text>
            <Text size="sm" c="dimmed" mt={6}>
              {t('card.otc.body')}
            </Text>
            {isRouted(paths.trading.otc.href()) && (
              <Group mt="lg">
                <Button component={Link} to={paths.trading.otc.href()} variant="default">
                  {t('card.otc.action')}
                </Button>
              </Group>
            )}
          </Paper>
        </SimpleGrid>
      </Container>
    </Box>
  );
}

/** How to open an account: `?to=apply`. */
export function ApplySection() {
  const { t } = useTranslation('home');
  const steps = [
    { title: t('apply.step1.title'), body: t('apply.step1.body') },
    { title: t('apply.step2.title'), body: t('apply.step2.body') },
    { title: t('apply.step3.title'), body: t('apply.step3.body') },
  ];
  return (
    <MarketingSection id="apply" title={t('apply.title')} intro={t('apply.body')}>
      <Steps steps={steps} />
      <Group mt="xl">
        <Button component={Link} to={paths.user.register.href('personal')}>
          {t('apply.personal')}
        </Button>
        <Button component={Link} to={paths.user.register.href('merchant')} variant="default">
          {t('apply.merchant')}
        </Button>
      </Group>
    </MarketingSection>
  );
}

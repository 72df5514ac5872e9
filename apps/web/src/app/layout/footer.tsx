import '@mantine/core/styles/Divider.css';
import {
  Anchor,
  Box,
  Button,
  Container,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { Logo } from '../../components/logo';
import { paths } from '../../config/paths';
import { useCached } from '../../lib/cached-read';
import { useTranslation } from '../../lib/react-i18n';
import { useIsRouted } from '../../lib/routed-paths';
import classes from './footer.module.css';
import { footerCallToAction, footerRegisterType } from './layout-rules';
import { commonSettingsRead, forLanguage } from './shell-queries';

/** A path of this site rather than an address elsewhere. */
const isOurPath = (to: string) => to.startsWith('/') && !to.startsWith('//');

/** Links from settings may be ours (a path) or elsewhere (opened in a new tab). */
function SmartLink({
  to,
  children,
  className,
}: {
  to: string;
  children: React.ReactNode;
  className?: string;
}) {
  if (isOurPath(to))
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  return (
    <a href={to} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

export function CallToAction({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  return (
    <Box className={classes.cta} py={48} data-testid="footer-cta">
      <Container size="xl">
        <Group justify="space-between" align="center" gap="lg">
          <Stack gap={6} maw={640}>
            <Title order={2} c="white">
              {t('footer.cta.title')}
            </Title>
            <Text c="rgba(255,255,255,0.85)">{t('footer.cta.body')}</Text>
          </Stack>
          <Button
            size="md"
            variant="white"
            color="dark"
            component={Link}
            to={paths.user.register.href(footerRegisterType(pathname))}
            data-testid="footer-cta-register"
          >
            {t('footer.cta.button')}
          </Button>
        </Group>
      </Container>
    </Box>
  );
}

/** The footer of spec §2; its links, social items and contacts come from the common settings. */
// Over 70 lines on purpose: one piece of the shell's markup (its links and menus, in order), its
// little state at the top; split up, one menu would be spread over several files.
export function Footer({ pathname }: { pathname: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const { data: settings } = useCached(commonSettingsRead);
  const linkGroups = forLanguage(settings?.footerLinks ?? [], language)?.Data ?? [];
  const protocols = forLanguage(settings?.protocolLinks ?? [], language)?.Data ?? [];
  const disclaimer = protocols.find((p) => p.Key === 'disclaimer');
  const social = settings?.social;
  const registerType = footerRegisterType(pathname);
  const isRouted = useIsRouted();
  // The settings may name pages of ours that are not built yet: those links are left out.
  const groups = linkGroups
    .map((group) => ({ ...group, Links: group.Links.filter((l) => !isOurPath(l.Url) || isRouted(l.Url)) }))
    .filter((group) => group.Links.length > 0);
  return (
    <footer data-testid="site-footer">
      {footerCallToAction(pathname) && <CallToAction pathname={pathname} />}
      <Box className={classes.footer} pt={48} pb="xl">
        <Container size="xl">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
            <Stack gap="sm">
              <Logo />
              <Text size="sm" c="dimmed" maw={280}>
                {t('footer.tagline')}
              </Text>
              <Anchor
                component={Link}
                to={paths.user.register.href(registerType)}
                size="sm"
                fw={600}
                data-testid="footer-register"
                data-register-type={registerType}
              >
                {registerType === 'merchant' ? t('footer.registerMerchant') : t('footer.registerPersonal')}
              </Anchor>
              {social && social.Items.length > 0 && (
                <Group
                  gap="xs"
                  mt="xs"
                  component="ul"
                  aria-label={t('footer.social')}
                  p={0}
                  style={{ listStyle: 'none' }}
                >
                  {social.Items.map((item) => (
                    <li key={item.Id}>
                      <a
                        href={item.Url}
                        className={classes.social}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={item.Title}
                      >
                        <img src={item.Logo} alt="" width={18} height={18} loading="lazy" decoding="async" />
                      </a>
                    </li>
                  ))}
                </Group>
              )}
            </Stack>
            {groups.map((group) => (
              <Stack key={group.Id} gap={8}>
                <Text fw={600} size="sm">
                  {group.Title}
                </Text>
                {group.Links.map((link) => (
                  <SmartLink key={link.Id} to={link.Url} className={classes.footerLink}>
                    {link.Title}
                  </SmartLink>
                ))}
              </Stack>
            ))}
          </SimpleGrid>
          {social && (
            <Group gap="xl" mt="xl">
              <Text size="sm" c="dimmed">
                {t('footer.cooperation')}{' '}
                <Anchor href={`mailto:${social.Cooperation}`} size="sm">
                  {social.Cooperation}
                </Anchor>
              </Text>
              <Text size="sm" c="dimmed">
                {t('footer.customerService')}{' '}
                <Anchor href={`mailto:${social.CustomerService}`} size="sm">
                  {social.CustomerService}
                </Anchor>
              </Text>
            </Group>
          )}
          <Divider my="lg" />
          <Text size="xs" c="dimmed" maw={960}>
            {t('footer.disclaimer')}{' '}
            <SmartLink to={disclaimer?.Url ?? paths.help.detail.href(4)} className={classes.inlineLink}>
              {disclaimer?.Title ?? t('footer.disclaimerLink')}
            </SmartLink>
          </Text>
          <Text size="xs" c="dimmed" mt="sm">
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </Text>
        </Container>
      </Box>
    </footer>
  );
}

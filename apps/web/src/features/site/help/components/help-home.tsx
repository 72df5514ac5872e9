import '@mantine/core/styles/Badge.css';
import {
  Badge,
  Box,
  Center,
  Container,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import marketing from '../../../../components/marketing/marketing.module.css';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/react-i18n';
import { useHelpCategories } from '../api/get-help-categories';
import { ArticleLinks } from './article-links';
import classes from './help.module.css';
import { HelpSearchBox } from './help-search-box';

/** `/help`: the search field, a few common searches, and every category with its first articles. */
export function HelpHome() {
  const { t, i18n } = useTranslation('help');
  const language = i18n.resolvedLanguage ?? 'en';
  const { data, isPending, isError } = useHelpCategories(language);
  return (
    <>
      <SearchBand />
      <Container size="xl" py={{ base: 40, md: 64 }}>
        {isPending && (
          <Center py="xl">
            <Loader aria-label={t('home.loading')} />
          </Center>
        )}
        {isError && <Text c="dimmed">{t('home.failed')}</Text>}
        {data && (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" data-testid="help-categories">
            {data.map((category) => (
              <CategoryCard key={category.id} category={category} />
            ))}
          </SimpleGrid>
        )}
      </Container>
    </>
  );
}

/** The title, the search field and a few common searches, on the marketing band. */
function SearchBand() {
  const { t } = useTranslation('help');
  const popular = [t('home.popular.1'), t('home.popular.2'), t('home.popular.3'), t('home.popular.4')];
  return (
    <Box className={marketing.band} py={{ base: 40, md: 64 }}>
      <Container size="md">
        <Stack gap="md">
          <Title order={1} ta="center">
            {t('home.title')}
          </Title>
          <Text c="dimmed" ta="center">
            {t('home.intro')}
          </Text>
          <HelpSearchBox size="lg" />
          <Group gap="xs" justify="center">
            <Text size="sm" c="dimmed">
              {t('home.popular.label')}
            </Text>
            {popular.map((keyword) => (
              <Link key={keyword} to={paths.help.search.href({ keyword })} className={classes.chip}>
                {keyword}
              </Link>
            ))}
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}

type Category = NonNullable<ReturnType<typeof useHelpCategories>['data']>[number];

/** A category: its name and article count, its first articles, and the way to all of them. */
function CategoryCard({ category }: { category: Category }) {
  const { t } = useTranslation('help');
  return (
    <Paper withBorder radius="md" p="lg" className={classes.category}>
      <Group justify="space-between" wrap="nowrap" mb="md">
        <Title order={2} fz="h4">
          {category.name}
        </Title>
        <Badge variant="light" radius="sm">
          {category.totalCount}
        </Badge>
      </Group>
      <ArticleLinks items={category.items} />
      <Text
        component={Link}
        to={paths.help.list.href({ categoryId: category.id })}
        size="sm"
        fw={600}
        mt="md"
        c="var(--mantine-primary-color-filled)"
      >
        {t('home.allInCategory', { count: category.totalCount })} →
      </Text>
    </Paper>
  );
}

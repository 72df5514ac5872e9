import { constants } from '@coffer/contract/common';
import { ActionIcon, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import marketing from '../../../../components/marketing/marketing.module.css';
import { useCached } from '../../../../lib/cached-read';
import { useTranslation } from '../../../../lib/react-i18n';
import { contentUrl } from '../api/content-url';
import { rotationRead } from '../api/get-rotation';
import classes from './banners.module.css';

const autoplayMs = 7000;

const Chevron = ({ flip }: { flip?: boolean }) => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.2"
    aria-hidden="true"
  >
    <path d={flip ? 'm9 6 6 6-6 6' : 'm15 6-6 6 6 6'} strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** Only our own pages are banner targets; anything else is not followed. */
const internal = (url: string) => url.startsWith('/') && !url.startsWith('//');

/**
 * The landing carousel (News/GetRotationList, type 1). A scroll-snapping strip: swipe on a phone,
 * dots and arrows elsewhere; it advances by itself unless the visitor prefers reduced motion, or
 * is pointing at or focused inside it. It keeps its height while loading so the page does not jump.
 */
export function NewsBanners() {
  const { t, i18n } = useTranslation('news');
  const language = i18n.resolvedLanguage ?? 'en';
  const { data, isPending } = useCached(rotationRead(language));
  const items = (data ?? []).filter((item) => internal(item.LinkUrl));
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const reduceMotion = useReducedMotion();

  const go = useCallback(
    (index: number) => {
      const element = track.current;
      if (!element || items.length === 0) return;
      const next = (index + items.length) % items.length;
      element.scrollTo({ left: next * element.clientWidth, behavior: reduceMotion ? 'auto' : 'smooth' });
    },
    [items.length, reduceMotion],
  );

  useEffect(() => {
    if (paused || reduceMotion || items.length < 2) return;
    const timer = setInterval(() => go(active + 1), autoplayMs);
    return () => clearInterval(timer);
  }, [active, paused, reduceMotion, items.length, go]);

  if (isPending) return <FirstPicture language={language} />;
  if (items.length === 0) return null;

  const onScroll = () => {
    const element = track.current;
    if (element) setActive(Math.round(element.scrollLeft / Math.max(1, element.clientWidth)));
  };

  return (
    <section
      className={classes.banners}
      aria-roledescription="carousel"
      aria-label={t('banners.label')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-testid="news-banners"
    >
      <div className={classes.track} ref={track} onScroll={onScroll}>
        {items.map((item, index) => (
          <Slide key={item.Id} item={item} index={index} count={items.length} active={index === active} />
        ))}
      </div>
      {items.length > 1 && <Controls items={items} active={active} go={go} />}
    </section>
  );
}

/**
 * While the banners load (and in the prerendered page): the first banner's picture, from the address
 * that sends on to it (the markup is built before the banners are known), where the first slide will
 * be and at its size, so a phone paints it without waiting for the app. With none, the address answers a blank picture.
 */
function FirstPicture({ language }: { language: string }) {
  return (
    <div className={classes.skeleton} aria-hidden="true">
      <img
        className={classes.slideImage}
        src={`${constants.landingPicturePath}/${language}`}
        alt=""
        width={960}
        height={400}
        fetchPriority="high"
      />
    </div>
  );
}

type Banner = Awaited<ReturnType<ReturnType<typeof rotationRead>['fetch']>>[number];

/** One banner: its picture, title and summary, a link to its page; only the one in view is tabbable. */
function Slide({
  item,
  index,
  count,
  active,
}: {
  item: Banner;
  index: number;
  count: number;
  active: boolean;
}) {
  const { t } = useTranslation('news');
  return (
    <Link to={item.LinkUrl} className={classes.slide} aria-roledescription="slide" tabIndex={active ? 0 : -1}>
      {/* Its name is what it shows, after its place (an aria-label would hide the visible words). */}
      <span className={marketing.srOnly}>{t('banners.position', { index: index + 1, count })}</span>
      {item.ImageUrl && (
        <img
          className={classes.slideImage}
          src={contentUrl(item.ImageUrl)}
          alt=""
          width={960}
          height={400}
          loading={index === 0 ? 'eager' : 'lazy'}
          // The first banner is the landing page's largest paint on a phone: fetched first.
          fetchPriority={index === 0 ? 'high' : undefined}
          decoding="async"
        />
      )}
      <div className={classes.slideText}>
        <Text fw={700} fz={{ base: 20, md: 28 }} lh={1.25} lineClamp={2}>
          {item.Title}
        </Text>
        <Text size="sm" opacity={0.9} lineClamp={2} visibleFrom="xs">
          {item.Summary}
        </Text>
        <Text size="sm" fw={600} mt={4}>
          {t('banners.read')} →
        </Text>
      </div>
    </Link>
  );
}

/** An arrow to the previous or the next banner (wider screens only). */
function Arrow({ side, onClick, label }: { side: 'prev' | 'next'; onClick: () => void; label: string }) {
  return (
    <ActionIcon
      className={`${classes.arrow} ${classes[side]}`}
      variant="white"
      color="dark"
      radius="xl"
      size="lg"
      onClick={onClick}
      aria-label={label}
      visibleFrom="sm"
    >
      <Chevron flip={side === 'next'} />
    </ActionIcon>
  );
}

/** The arrows (wider screens) and a dot per banner, each going to its banner. */
function Controls({ items, active, go }: { items: Banner[]; active: number; go: (index: number) => void }) {
  const { t } = useTranslation('news');
  return (
    <>
      <Arrow side="prev" onClick={() => go(active - 1)} label={t('banners.previous')} />
      <Arrow side="next" onClick={() => go(active + 1)} label={t('banners.next')} />
      <div className={classes.dots}>
        {items.map((item, index) => (
          <button
            key={item.Id}
            type="button"
            className={classes.dot}
            aria-current={index === active}
            aria-label={t('banners.goTo', { index: index + 1 })}
            onClick={() => go(index)}
          />
        ))}
      </div>
    </>
  );
}

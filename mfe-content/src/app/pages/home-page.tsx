import { useQuery } from '@storefront/shared/api/react-query';
import { useTranslation } from '@storefront/shared/i18n/react';
import { Link } from '@storefront/shared/routes/router';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { BelowTheFold } from '@storefront/shared/ui/below-the-fold';
import { EmptyState } from '@storefront/shared/ui/empty-state';
import { FragmentPlace } from '@storefront/shared/ui/remote-mount';
import { Skeleton } from '@storefront/shared/ui/skeleton';
import { QueryState } from '@storefront/shared/ui/query-state';
import { CardSkeletons } from '../../components/card-skeletons';
import ui from '../../components/ui.module.css';
import { useLocalePath } from '@storefront/shared/i18n/use-locale';
import { ContactDetails } from '../../features/contact/components/contact-details';
import { GalleryGrid } from '../../features/gallery/components/gallery-grid';
import { PostCard } from '../../features/posts/components/post-card';
import { postQueries } from '../../features/posts/post-queries';
import { ReviewCards } from '../../features/reviews/components/review-cards';
import { reviewQueries } from '../../features/reviews/review-queries';
import { ServiceTeaser } from '../../features/services/components/service-teaser';
import styles from './pages.module.css';

function Section({ id, title, more, children }: { id: string; title: string; more?: { to: string; label: string }; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <div className={ui.sectionHeader}>
        <h2 id={id} className={ui.heading}>
          {title}
        </h2>
        {more && (
          <Link className={ui.link} to={more.to}>
            {more.label}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

function LatestPosts() {
  const { t } = useTranslation('content');
  const trpc = useTRPC();
  const query = useQuery(postQueries.latestArticles(trpc));
  return (
    <QueryState query={query} skeleton={<CardSkeletons />} errorText={t('posts.loadFailed')} isEmpty={(data) => data.items.length === 0} empty={<EmptyState title={t('posts.empty')} />}>
      {(data) => (
        <ul className={ui.grid}>
          {data.items.map((post) => (
            <li key={post.id} style={{ display: 'grid' }}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

function LatestReviews() {
  const { t } = useTranslation('content');
  const trpc = useTRPC();
  const query = useQuery(reviewQueries.latest(trpc));
  return (
    <QueryState query={query} skeleton={<CardSkeletons />} errorText={t('reviews.loadFailed')} isEmpty={(data) => data.items.length === 0} empty={<EmptyState title={t('reviews.empty')} />}>
      {(data) => <ReviewCards reviews={data.items} />}
    </QueryState>
  );
}

export default function HomePage() {
  const { t } = useTranslation('content');
  const path = useLocalePath();
  return (
    <div className={ui.page}>
      <section className={styles.hero}>
        <h1 className={styles.heroTitle}>{t('home.title')}</h1>
        <p className={styles.heroText}>{t('home.tagline')}</p>
        <div className={styles.heroActions}>
          <Link className={styles.heroPrimary} to={path('ticketList')}>
            {t('home.buyTickets')}
          </Link>
          <Link className={styles.heroSecondary} to={path('map')}>
            {t('home.exploreMap')}
          </Link>
        </div>
      </section>

      <BelowTheFold>
        <Section id="home-tickets" title={t('home.tickets')} more={{ to: path('ticketPricing'), label: t('home.allPrices') }}>
          {/* Other teams' fragments, each in its own error boundary: if their remote is down only its box says so.
              They start on the first screen; until they arrive a screen's height is kept for their cards, so the
              sections below wait outside the screen instead of showing and then jumping down. */}
          <FragmentPlace place="homeHighlights" pending={<Skeleton shape="rect" height="100vh" />} />
        </Section>

        <Section id="home-services" title={t('home.services')} more={{ to: path('serviceList'), label: t('home.allServices') }}>
          <ServiceTeaser />
        </Section>

        <Section id="home-posts" title={t('home.latestPosts')} more={{ to: path('postList'), label: t('home.allPosts') }}>
          <LatestPosts />
        </Section>

        <Section id="home-gallery" title={t('home.gallery')} more={{ to: path('gallery'), label: t('home.allGallery') }}>
          <GalleryGrid limit={6} filters={false} />
        </Section>

        <Section id="home-reviews" title={t('home.reviews')} more={{ to: path('reviews'), label: t('home.allReviews') }}>
          <LatestReviews />
        </Section>

        <div className={ui.formRow}>
          <ContactDetails />
          <section className={ui.panel} aria-labelledby="home-hours">
            <h2 id="home-hours" className={ui.heading}>
              {t('home.openingHours')}
            </h2>
            <p>{t('home.openingHoursValue')}</p>
            <p className={ui.muted}>{t('home.visitNote')}</p>
          </section>
        </div>
      </BelowTheFold>
    </div>
  );
}

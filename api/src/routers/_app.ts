/** The API: one router per noun, names as in handbook/API.md. */
import { releasesRouter } from './releases';
import { router } from '../trpc';
import { authRouter } from './auth';
import { categoryRouter } from './category';
import { checkinRouter } from './checkin';
import { checkoutRouter } from './checkout';
import { commentRouter } from './comment';
import { componentStyleConfigRouter } from './component-style-config';
import { featureFlagsRouter } from './feature-flags';
import { galleryRouter } from './gallery';
import { jobRouter } from './job';
import { mapRouter } from './map';
import { menuRouter } from './menu';
import { moderationRouter } from './moderation';
import { newsletterRouter } from './newsletter';
import { orderRouter } from './order';
import { pageRouter } from './page';
import { postRouter } from './post';
import { productRouter } from './product';
import { passwordRouter } from './password';
import { profileRouter } from './profile';
import { quoteRouter } from './quote';
import { refundRouter } from './refund';
import { reviewRouter } from './review';
import { seoRouter } from './seo';
import { serviceRouter } from './service';
import { staffLogRouter } from './staff-log';
import { staffUsersRouter } from './staff-users';
import { themeRouter } from './theme';
import { ticketRouter } from './ticket';
import { reportRouter } from './report';
import { orderDeskRouter } from './order-admin';
import { routeRuleRouter } from './route-rule';

export const appRouter = router({
  seo: seoRouter,
  profile: profileRouter,
  auth: authRouter,
  password: passwordRouter,
  featureFlags: featureFlagsRouter,
  theme: themeRouter,
  componentStyleConfig: componentStyleConfigRouter,
  product: productRouter,
  category: categoryRouter,
  service: serviceRouter,
  ticket: ticketRouter,
  post: postRouter,
  comment: commentRouter,
  review: reviewRouter,
  quote: quoteRouter,
  newsletter: newsletterRouter,
  gallery: galleryRouter,
  menu: menuRouter,
  map: mapRouter,
  page: pageRouter,
  job: jobRouter,
  checkout: checkoutRouter,
  order: orderRouter,
  refund: refundRouter,
  moderation: moderationRouter,
  checkin: checkinRouter,
  staffLog: staffLogRouter,
  report: reportRouter,
  staffUsers: staffUsersRouter,
  orderDesk: orderDeskRouter,
  routeRule: routeRuleRouter,
  releases: releasesRouter,
});

export type AppRouter = typeof appRouter;

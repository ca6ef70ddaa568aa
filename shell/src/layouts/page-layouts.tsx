/** Each page's layout by the name its description gives, in the site (../app/router.tsx) and on the server (../server/render.tsx). */
import type { LayoutName } from '@storefront/shared/routes/route-table';
import { DefaultLayout } from './default-layout';
import { AuthLayout } from './auth-layout';
import { ProfileLayout } from './profile-layout';

export const layouts: Record<LayoutName, () => React.ReactElement> = {
  default: () => <DefaultLayout />,
  auth: () => <AuthLayout />,
  profile: () => <ProfileLayout />,
};

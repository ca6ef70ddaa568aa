/** Each page's layout by the name its description gives (../app/router.tsx). */
import type { LayoutName } from '@storefront/shared/routes/route-table';
import { DefaultLayout } from './default-layout';
import { AuthLayout } from './auth-layout';
import { ProfileLayout } from './profile-layout';

export const layouts: Record<LayoutName, () => React.ReactElement> = {
  default: () => <DefaultLayout />,
  auth: () => <AuthLayout />,
  profile: () => <ProfileLayout />,
};

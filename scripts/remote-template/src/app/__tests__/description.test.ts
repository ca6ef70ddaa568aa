import { describeRemote } from '@storefront/shared/federation/publish-description';
import { itPassesTheReleaseChecks } from '@storefront/shared/testing/release-checks';
import { description } from '../description';
import { pages } from '../routes';
import { sections } from '../dashboard';

describe("the __REMOTE__ remote's description", () => {
  itPassesTheReleaseChecks(describeRemote(description), pages, sections);
});

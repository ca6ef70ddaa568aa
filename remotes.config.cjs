// The site's remotes, written once. Each lives in mfe-<name>/ (an npm workspace) and is built,
// released and rolled back on its own; its pages are in its src/app/description.ts. The build,
// release and rollback scripts, the dev servers, the type check, the jest projects, the bench and
// the guard tests all read this list: adding a remote is one entry here plus its folder
// (README, "Add a remote").
module.exports = [
  { name: 'content', devPort: 3001 },
  { name: 'commerce', devPort: 3002 },
  { name: 'account', devPort: 3003 },
];

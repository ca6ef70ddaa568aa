// Component tests read this team's texts the way the shell does: registered by the routes module,
// with the other pages' part that those pages import.
import '../app/routes';
import '../app/locales/page-texts';

// Component tests read this team's texts the way the shell does: registered by the routes module.
import '../app/routes';

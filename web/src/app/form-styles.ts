// Bulma's form controls and our rules for them (shared/styles/forms.scss), for the pages with forms:
// they load before such a page (app/routes.tsx), so the page's own rules come after them.
import '../shared/styles/forms.scss';

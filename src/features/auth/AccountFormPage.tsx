// Sign-up, e-mail verification, forgot password and change password via link (seed 000 §2), built with rjsf.
// Built in a later release; until then the shared placeholder says so under the page title.
export { PlaceholderPage as default } from '../../ui/PlaceholderPage';

/** What the account screens offer the other areas: the password change form (the back office's Mi cuenta). */
export { UpdatePasswordForm } from './update-password-page';

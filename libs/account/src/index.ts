// Public entry of @wl/account: the account screens (login and registration, free trial, settings, change and
// forgotten password) with their forms, rules and calls. Each screen is its own chunk, loaded by the shell's routes.
export const loadLoginRegisterScreen = () => import('./login/login-register-screen');
export const loadTrialScreen = () => import('./trial/trial-screen');
export const loadSettingsScreen = () => import('./settings/settings-screen');
export const loadChangePasswordScreen = () => import('./passwords/change-password-screen');
export const loadForgetScreen = () => import('./passwords/forget-screen');
export type { LoginRegisterScreenProps } from './login/login-register-screen';

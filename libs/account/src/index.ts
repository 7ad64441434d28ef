// Public entry of @wl/account: the account screens (login and registration, free trial, settings, change and
// forgotten password) with their forms, rules and calls. Each screen is its own chunk, loaded by the shell's routes.
export const loadLoginRegisterScreen = () => import('./screens/login-register/login-register-screen');
export const loadTrialScreen = () => import('./screens/trial/trial-screen');
export const loadSettingsScreen = () => import('./screens/settings/settings-screen');
export const loadChangePasswordScreen = () => import('./screens/change-password/change-password-screen');
export const loadForgetScreen = () => import('./screens/forget/forget-screen');
export type { LoginRegisterScreenProps } from './screens/login-register/login-register-screen';

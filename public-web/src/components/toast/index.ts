export { Toaster } from './Toaster';
export { dismissToast, showToast, type ToastInput } from './toast-store';

export { Toaster } from './Toaster';
export { showToast } from './toast-store';

/** Whether the app runs on the local emulators (the "Local demo" badge), and any configuration error. */
export { configError, isLocalDemo } from '@/firebase/app';

/** Whether the app runs on the local emulators (the "Local demo" badge). */
export { isLocalDemo } from '@/firebase/app';

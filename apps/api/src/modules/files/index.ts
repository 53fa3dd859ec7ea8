export { default as fileRoutes } from './file-routes';
export type { UploadKind } from './sniff';
export { MAX_IMAGE_BYTES } from './sniff';
export { deleteFiles, fileUrl, storeFile } from './stored-files';
export { acceptUploads, readUpload } from './upload';

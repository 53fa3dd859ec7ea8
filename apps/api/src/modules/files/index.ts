export { default as fileRoutes } from './file-routes';
export { default as objectPurge } from './object-purge';
export { sendFile } from './send-file';
export type { TrackContentType, UploadKind } from './sniff';
export { isTrack as isTrackType, MAX_IMAGE_BYTES, sniffContentType } from './sniff';
export {
  deleteFiles,
  discardObjects,
  fileContent,
  fileInfo,
  fileUrl,
  type StoredFileInfo,
  storeFile,
  type Upload,
  useFileStorage,
} from './stored-files';
export { default as testUploadRoutes } from './test-upload-routes';
export { acceptUploads, readUpload } from './upload';

export { default as fileRoutes, type FileRoutesOptions } from './file-routes';
export { sendStoredFile } from './send-file';
export type { TrackContentType, UploadKind } from './sniff';
export { isTrack as isTrackType, MAX_IMAGE_BYTES, sniffContentType } from './sniff';
export { deleteFiles, fileContent, fileInfo, fileUrl, storeFile, type Upload } from './stored-files';
export { default as testUploadRoutes } from './test-upload-routes';
export { acceptUploads, readUpload } from './upload';

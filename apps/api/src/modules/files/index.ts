export { default as fileRoutes } from './file-routes';
export type { TrackContentType, UploadKind } from './sniff';
export { isTrack as isTrackType, MAX_IMAGE_BYTES, sniffContentType } from './sniff';
export { deleteFiles, fileContent, fileUrl, storeFile, type Upload } from './stored-files';
export { default as testUploadRoutes } from './test-upload-routes';
export { acceptUploads, readUpload } from './upload';

// Image imports in Jest: Vite answers a file's URL; tests only need a string in its place.
export default 'test-file-stub';

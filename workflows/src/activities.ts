/**
 * The activity interfaces workflow code calls. The orchestrator implements them; workflow code
 * imports only these types, so it never pulls I/O into the deterministic sandbox.
 */

export type Background = 'white' | 'black';

export interface MakePackshotInput {
  /** Storage key of the uploaded source image. */
  inputFileKey: string;
  background: Background;
}

export interface StoredImage {
  fileKey: string;
}

export interface SaveContentInput {
  executionId: string;
  name: string;
  type: 'static_image' | 'story' | 'carousel';
  fileKeys: string[];
}

export interface SavedContent {
  contentId: string;
}

export interface RecordFailureInput {
  executionId: string;
  message: string;
  type: string;
}

/** CPU-bound image work, run on the image activity workers. */
export interface ImageActivities {
  makePackshot(input: MakePackshotInput): Promise<StoredImage>;
}

/** Database writes that mirror an execution's life. Each is idempotent per execution. */
export interface ExecutionActivities {
  markExecutionRunning(executionId: string): Promise<void>;
  saveContent(input: SaveContentInput): Promise<SavedContent>;
  markExecutionFailed(input: RecordFailureInput): Promise<void>;
}

/** Error types an activity throws that no retry can fix. */
export const NON_RETRYABLE_ERRORS = ['InvalidImage', 'FileNotFound'] as const;

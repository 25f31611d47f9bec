//! Where the parser's tokens come from: the lexer run inline in batches, or,
//! for large inputs, the lexer running on a second thread and handing over
//! batches through a bounded channel (the two halves overlap). Either way
//! the parser sees one token of lookahead.
//!
//! A batch is a fixed-size buffer with a fill count: buffers travel back to
//! the lexer for reuse, so the steady state allocates nothing.

use super::lexer::{Lexer, Tok, Token};
use std::sync::mpsc::{Receiver, SyncSender, TrySendError, sync_channel};

/// Tokens per batch.
pub(crate) const BATCH: usize = 4096;

/// Inputs at least this large are lexed on a separate thread.
pub(crate) const THREAD_MIN: usize = 256 * 1024;

/// A batch of tokens (`tokens[..len]`), ending early only at `Eof` or
/// `Error` (whose message comes along).
pub(crate) struct Batch {
    pub tokens: Buffer,
    pub len: usize,
    pub error: Option<String>,
}

/// A token buffer: fixed size, so indexing it with a masked index needs
/// no bounds check.
pub(crate) type Buffer = Box<[Token; BATCH]>;

/// The source of tokens.
pub(crate) enum Source<'a> {
    /// Lex on demand in this thread.
    Inline(Lexer<'a>),
    /// Receive batches from the lexer thread; used buffers go back.
    Channel {
        rx: Receiver<Batch>,
        back: SyncSender<Buffer>,
    },
}

/// A new token buffer.
pub(crate) fn new_buffer() -> Buffer {
    let eof = Token {
        kind: Tok::Eof,
        start: 0,
        end: 0,
    };
    match vec![eof; BATCH].into_boxed_slice().try_into() {
        Ok(b) => b,
        Err(_) => unreachable!("the vector has BATCH elements"),
    }
}

/// The lexer thread: lexes all of `src` into batches until `Eof`/`Error`
/// or until the parser hangs up.
pub(crate) fn lex_thread(src: &[u8], tx: SyncSender<Batch>, back: Receiver<Buffer>) {
    let mut lex = Lexer::new(src);
    loop {
        let mut buf = back.try_recv().unwrap_or_else(|_| new_buffer());
        let len = lex.fill(&mut buf[..]);
        let end = buf[len - 1].kind;
        let error = if end == Tok::Error {
            lex.last_error.take()
        } else {
            None
        };
        let batch = Batch {
            tokens: buf,
            len,
            error,
        };
        if tx.send(batch).is_err() || matches!(end, Tok::Eof | Tok::Error) {
            return;
        }
    }
}

/// The two ends of both channels between the parser and a lexer thread:
/// batches to the parser, used buffers back to the lexer.
pub(crate) type Channels = (
    SyncSender<Batch>,
    Receiver<Batch>,
    SyncSender<Buffer>,
    Receiver<Buffer>,
);

/// Makes the channels between the parser and a lexer thread.
pub(crate) fn channels() -> Channels {
    let (tx, rx) = sync_channel(8);
    let (back_tx, back_rx) = sync_channel(8);
    (tx, rx, back_tx, back_rx)
}

impl Source<'_> {
    /// The next batch into `buf` (whose old contents are recycled); returns
    /// the number of tokens and the lexer's message if the batch ends in an
    /// `Error` token. Zero tokens means the input is exhausted.
    pub(crate) fn next_batch(&mut self, buf: &mut Buffer) -> (usize, Option<String>) {
        match self {
            Source::Inline(lex) => {
                let len = lex.fill(&mut buf[..]);
                if buf[len - 1].kind == Tok::Error {
                    return (len, lex.last_error.take());
                }
                (len, None)
            }
            Source::Channel { rx, back } => match rx.recv() {
                Ok(b) => {
                    let old = std::mem::replace(buf, b.tokens);
                    match back.try_send(old) {
                        Ok(())
                        | Err(TrySendError::Full(_))
                        | Err(TrySendError::Disconnected(_)) => {}
                    }
                    (b.len, b.error)
                }
                // The lexer thread is gone (it stops after Eof): keep
                // answering Eof.
                Err(_) => (0, None),
            },
        }
    }
}

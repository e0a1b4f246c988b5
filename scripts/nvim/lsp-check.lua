-- Drives `textsense lsp` from Neovim's built-in LSP client (headless), for the test suite:
--   TEXTSENSE_BIN=… TEXTSENSE_NVIM_FILE=note.txt TEXTSENSE_NVIM_OUT=report.txt \
--     nvim --headless --clean -u scripts/nvim/lsp-check.lua
-- Opens the file, waits for diagnostics, requests document links, applies the first code action, writes the
-- buffer, waits for the diagnostics to update, stops the server (shutdown + exit) and writes a report.
local bin = os.getenv('TEXTSENSE_BIN')
local file = os.getenv('TEXTSENSE_NVIM_FILE')
local out = os.getenv('TEXTSENSE_NVIM_OUT')
local report = {}

local function finish(code)
  vim.fn.writefile(report, out)
  vim.cmd((code == 0) and 'qall!' or 'cquit ' .. code)
end
local function fail(message)
  table.insert(report, 'error ' .. message)
  finish(1)
end

vim.cmd('edit ' .. vim.fn.fnameescape(file))
local buf = vim.api.nvim_get_current_buf()
local id = vim.lsp.start_client({ name = 'textsense', cmd = { bin, 'lsp' }, root_dir = vim.fn.fnamemodify(file, ':h') })
if not id then return fail('the server did not start') end
vim.lsp.buf_attach_client(buf, id)
local client = vim.lsp.get_client_by_id(id)

if not vim.wait(30000, function() return #vim.diagnostic.get(buf) > 0 end, 20) then
  return fail('no diagnostics within 30 s')
end
local diagnostics = vim.diagnostic.get(buf)
table.sort(diagnostics, function(a, b) return a.lnum < b.lnum or (a.lnum == b.lnum and a.col < b.col) end)
for _, d in ipairs(diagnostics) do
  table.insert(report, string.format('diagnostic %d:%d-%d:%d severity %d %s', d.lnum, d.col, d.end_lnum, d.end_col, d.severity, d.message))
end

local uri = vim.uri_from_bufnr(buf)
local links = client.request_sync('textDocument/documentLink', { textDocument = { uri = uri } }, 10000, buf)
if not links or links.err then return fail('documentLink failed') end
for _, l in ipairs(links.result) do
  table.insert(report, string.format('link %d:%d %s', l.range.start.line, l.range.start.character, l.target))
end

local first = diagnostics[1]
local range = { start = { line = first.lnum, character = first.col }, ['end'] = { line = first.end_lnum, character = first.end_col } }
local actions = client.request_sync('textDocument/codeAction',
  { textDocument = { uri = uri }, range = range, context = { diagnostics = {} } }, 10000, buf)
if not actions or actions.err or not actions.result[1] then return fail('no code action') end
local action = actions.result[1]
table.insert(report, 'action ' .. action.title)
vim.lsp.util.apply_workspace_edit(action.edit, client.offset_encoding)
vim.cmd('write')
local before = #diagnostics
if not vim.wait(10000, function() return #vim.diagnostic.get(buf) < before end, 20) then
  return fail('diagnostics did not update after the edit')
end
table.insert(report, 'after ' .. #vim.diagnostic.get(buf) .. ' diagnostics')

client.stop()
if not vim.wait(5000, function() return client.is_stopped() end, 20) then return fail('the server did not stop') end
table.insert(report, 'stopped')
finish(0)

/// The Lua that drives Neovim's built-in LSP client against `viper lsp`: open a file, wait
/// for the viper diagnostic, ask for code actions, apply the quick fix's edit, wait until the
/// diagnostic is gone, stop the server. It writes what it saw, a `key=value` line each, to
/// `$VIPER_LSP_RESULT`, which the test reads.
///
/// Works with Neovim 0.7 (`vim.lsp.start_client` and `vim.lsp.buf_attach_client`) and later
/// (`vim.lsp.start`, from 0.8).
enum NeovimScript {
  static let quickFix = #"""
    local result_path = os.getenv("VIPER_LSP_RESULT")
    local lines = {}
    local function record(key, value)
      table.insert(lines, key .. "=" .. tostring(value))
    end

    local function viper_diagnostics(bufnr)
      local found = {}
      for _, diagnostic in ipairs(vim.diagnostic.get(bufnr)) do
        if diagnostic.source == "viper" then
          local code = diagnostic.code
          if code == nil and diagnostic.user_data and diagnostic.user_data.lsp then
            code = diagnostic.user_data.lsp.code
          end
          table.insert(found, { code = code, lnum = diagnostic.lnum })
        end
      end
      table.sort(found, function(a, b) return a.code < b.code end)
      return found
    end

    local function run()
      vim.cmd("edit " .. vim.fn.fnameescape(os.getenv("VIPER_LSP_FILE")))
      local bufnr = vim.api.nvim_get_current_buf()
      local server_exit = nil
      local config = {
        name = "viper",
        cmd = { os.getenv("VIPER_LSP_BINARY"), "lsp", "--no-cache" },
        root_dir = os.getenv("VIPER_LSP_ROOT"),
        on_exit = function(code) server_exit = code end,
      }
      local client_id
      if vim.lsp.start then
        client_id = vim.lsp.start(config, { bufnr = bufnr })
      else
        client_id = vim.lsp.start_client(config)
        vim.lsp.buf_attach_client(bufnr, client_id)
      end
      record("nvim", tostring(vim.version().major) .. "." .. tostring(vim.version().minor))

      local seen = vim.wait(60000, function() return #viper_diagnostics(bufnr) > 0 end, 50)
      record("diagnosed", seen)
      if not seen then return end
      local codes = {}
      local line = nil
      for _, diagnostic in ipairs(viper_diagnostics(bufnr)) do
        table.insert(codes, diagnostic.code)
        line = diagnostic.lnum
      end
      record("diagnostics", table.concat(codes, ","))
      record("line", line)

      local params = {
        textDocument = { uri = vim.uri_from_bufnr(bufnr) },
        range = {
          start = { line = line, character = 0 },
          ["end"] = { line = line, character = 0 },
        },
        context = { diagnostics = {} },
      }
      local responses = vim.lsp.buf_request_sync(bufnr, "textDocument/codeAction", params, 30000)
      local fix = nil
      local titles = {}
      for _, response in pairs(responses or {}) do
        for _, action in ipairs(response.result or {}) do
          table.insert(titles, action.title)
          if fix == nil and action.isPreferred and action.kind == "quickfix" then fix = action end
        end
      end
      record("actions", table.concat(titles, "|"))
      if fix == nil then return end
      local client = vim.lsp.get_client_by_id(client_id)
      vim.lsp.util.apply_workspace_edit(fix.edit, client.offset_encoding or "utf-16")
      record("edited", vim.api.nvim_buf_get_lines(bufnr, line, line + 1, false)[1])

      local cleared = vim.wait(60000, function() return #viper_diagnostics(bufnr) == 0 end, 50)
      record("cleared", cleared)

      vim.lsp.stop_client(client_id)
      vim.wait(10000, function() return server_exit ~= nil end, 50)
      record("server_exit", server_exit)
    end

    local ok, problem = pcall(run)
    if not ok then record("error", problem) end
    local file = io.open(result_path, "w")
    file:write(table.concat(lines, "\n") .. "\n")
    file:close()
    vim.cmd("qall!")
    """#
}

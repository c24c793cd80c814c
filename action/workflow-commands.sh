# Shared by the action's steps (sourced). An input may hold anything, line feeds included: what is
# echoed into a workflow command is escaped as the runner reads command data (%, CR, LF), so no
# input can start a line of its own (a forged ::warning or ::add-mask).
escape_data() {
  local text="$1"
  text="${text//\%/%25}"
  text="${text//$'\r'/%0D}"
  text="${text//$'\n'/%0A}"
  printf '%s' "$text"
}

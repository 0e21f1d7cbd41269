console.log("bench: todo");
